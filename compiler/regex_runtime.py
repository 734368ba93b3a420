"""The runtime of `regex_automaton.py`'s matchers, pasted into the modules that need it: the
same algorithm in Python (`_Automaton`) and JavaScript (`automaton`).

The NFA is run as a DFA built lazily (each DFA state is the set of NFA states reached, with
whether the character before was a word character and whether nothing was read yet, which
the assertions need): a character whose transition is known costs one table lookup, and
working one out costs at most the size of the NFA. At most CACHE states are kept; past
that the table starts again, so memory stays bounded and time stays linear in the input.
A transition to -1 means a match was found, to -2 that none can be (nothing left to try).
"""

from __future__ import annotations

CACHE = 512

PYTHON = '''
class _Automaton:
    """A pattern as an NFA run as a lazily built DFA: time linear in the text whatever the
    pattern. `search` answers as `re.Pattern.search` does for a test: None for no match."""

    def __init__(
        self, bounds: list[int], word: list[int], states: list[list[Any]], anchored: bool
    ) -> None:
        self.bounds = bounds
        self.word = frozenset(word)
        self.states = [
            (kind, frozenset(data) if kind == 0 else data[0] if kind == 2 else data, to)
            for kind, data, to in states
        ]
        self.anchored = anchored
        self.columns: dict[str, int] = {}
        self.cache = self.fresh()

    def fresh(self) -> Any:
        """A new DFA holding the start state only: (keys, rows, ids)."""
        start = (frozenset((0,)), False, True)
        return ([start], [[None] * (len(self.bounds) + 1)], {start: 0})

    def search(self, text: str) -> bool | None:
        cache = self.cache
        rows = cache[1]
        columns = self.columns
        state = 0
        for char in text:
            column = columns.get(char)
            if column is None:
                column = bisect_right(self.bounds, ord(char))
                if len(columns) < 4096:
                    columns[char] = column
            target = rows[state][column]
            if target is None:
                cache, target = self.step(cache, state, column)
                rows = cache[1]
            if target < 0:
                return True if target == -1 else None
            state = target
        core, before, first = cache[0][state]
        return True if self.closure(core, before, first, -1) is None else None

    def step(self, cache: Any, state: int, column: int) -> tuple[Any, int]:
        """The DFA state after `column` (-1: a match, -2: none possible), added on demand."""
        keys, rows, ids = cache
        core, before, first = keys[state]
        reads = self.closure(core, before, first, column)
        if reads is None:
            target = -1
        else:
            states = self.states
            after = {states[i][2] for i in reads if column in states[i][1]}
            if not self.anchored:
                after.add(0)
            if not after:
                target = -2
            else:
                key = (frozenset(after), column in self.word, False)
                found = ids.get(key)
                if found is None:
                    if len(keys) >= CACHE_VALUE:
                        cache = self.cache = self.fresh()
                        keys, rows, ids = cache
                        state = -1
                    found = ids[key] = len(keys)
                    keys.append(key)
                    rows.append([None] * (len(self.bounds) + 1))
                target = found
        if state >= 0:
            rows[state][column] = target
        return cache, target

    def closure(
        self, core: frozenset[int], before: bool, first: bool, column: int
    ) -> list[int] | None:
        """The reading states reached from `core` before the character of `column` (-1: the
        end of the text); None when the match state is reached."""
        after = column in self.word
        states = self.states
        stack = list(core)
        seen = set(stack)
        reads = []
        while stack:
            index = stack.pop()
            kind, data, to = states[index]
            if kind == 0:
                reads.append(index)
                continue
            if kind == 3:
                return None
            if kind == 1:
                targets = data
            elif (
                (data == 0 and first)
                or (data == 1 and column < 0)
                or (data == 2 and before != after)
                or (data == 3 and before == after)
            ):
                targets = (to,)
            else:
                continue
            for target in targets:
                if target not in seen:
                    seen.add(target)
                    stack.append(target)
        return reads
'''.replace("CACHE_VALUE", str(CACHE))

JAVASCRIPT = """
// A pattern as an NFA run as a lazily built DFA: time linear in the text whatever the pattern.
function automaton(bounds, word, states, anchored) {
  const words = new Set(word);
  const nfa = states.map(([kind, data, to]) => [
    kind,
    kind === 0 ? new Set(data) : kind === 2 ? data[0] : data,
    to,
  ]);
  const width = bounds.length + 1;
  const column = (code) => {
    let low = 0, high = bounds.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (bounds[middle] <= code) low = middle + 1; else high = middle;
    }
    return low;
  };
  const ascii = Array.from({ length: 128 }, (_, code) => column(code));
  const fresh = () => ({
    keys: [[[0], false, true]],
    rows: [new Array(width)],
    ids: new Map([["0:0,1", 0]]),
  });
  let cache = fresh();
  const closure = (core, before, first, at) => {
    const after = at >= 0 && words.has(at);
    const stack = [...core], seen = new Set(stack), reads = [];
    while (stack.length > 0) {
      const index = stack.pop();
      const [kind, data, to] = nfa[index];
      if (kind === 0) { reads.push(index); continue; }
      if (kind === 3) return null;
      let targets;
      if (kind === 1) targets = data;
      else if (
        (data === 0 && first) ||
        (data === 1 && at < 0) ||
        (data === 2 && before !== after) ||
        (data === 3 && before === after)
      ) targets = [to];
      else continue;
      for (const target of targets) {
        if (!seen.has(target)) { seen.add(target); stack.push(target); }
      }
    }
    return reads;
  };
  const step = (c, state, at) => {
    const [core, before, first] = c.keys[state];
    const reads = closure(core, before, first, at);
    let target;
    if (reads === null) target = -1;
    else {
      const after = new Set();
      for (const index of reads) if (nfa[index][1].has(at)) after.add(nfa[index][2]);
      if (!anchored) after.add(0);
      if (after.size === 0) target = -2;
      else {
        const next = [...after].sort((a, b) => a - b);
        const wordBefore = words.has(at);
        const key = next.join(",") + ":" + (wordBefore ? 1 : 0) + ",0";
        target = c.ids.get(key);
        if (target === undefined) {
          if (c.keys.length >= CACHE_VALUE) { c = cache = fresh(); state = -1; }
          target = c.keys.length;
          c.ids.set(key, target);
          c.keys.push([next, wordBefore, false]);
          c.rows.push(new Array(width));
        }
      }
    }
    if (state >= 0) c.rows[state][at] = target;
    return [c, target];
  };
  return {
    test(text) {
      let c = cache, state = 0;
      for (let i = 0; i < text.length; i++) {
        let code = text.charCodeAt(i), at;
        if (code < 128) at = ascii[code];
        else {
          code = text.codePointAt(i);
          if (code > 0xffff) i++;
          at = column(code);
        }
        let target = c.rows[state][at];
        if (target === undefined) [c, target] = step(c, state, at);
        if (target < 0) return target === -1;
        state = target;
      }
      const [core, before, first] = c.keys[state];
      return closure(core, before, first, -1) === null;
    },
  };
}
""".replace("CACHE_VALUE", str(CACHE))
