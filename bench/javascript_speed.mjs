// Validations per second under node: the JavaScript backend's module against ajv compiled in
// memory and ajv's standalone code. Reads [{name, module, standalone, schema, instances}] from
// standard input; prints {name: {ours, ajv, ajv_standalone}} in validations per second (the best
// of interleaved rounds); null for a peer whose verdicts differ from ours.
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const cases = JSON.parse(readFileSync(0, "utf8"));
const SECONDS = Number(process.env.DSH_BENCH_SECONDS || "0.15");
const ROUNDS = 7; // interleaved: the best of each resists the load of a shared machine

function rate(check, values) {
  let rounds = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < SECONDS) {
    for (const value of values) check(value);
    rounds++;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  return (rounds * values.length) / elapsed;
}

const out = {};
for (const item of cases) {
  const ours = (await import(pathToFileURL(item.module).href)).isValidSchema;
  const instance = new Ajv2020({ strict: false, validateFormats: false });
  for (const [uri, document] of Object.entries(item.registry)) {
    if (uri === item.schema.$id) continue;
    try {
      instance.addSchema(document, uri);
    } catch {
      // a remote ajv cannot take (another draft): this schema does not reach it
    }
  }
  const ajv = instance.compile(item.schema);
  const standalone = (await import(pathToFileURL(item.standalone).href)).default;
  const values = item.instances.map((text) => JSON.parse(text));
  // A peer whose verdicts differ from ours (which are the suite's) is not timed: null.
  const peers = { ajv, ajv_standalone: standalone };
  const best = { ours: 0 };
  for (const [name, check] of Object.entries(peers)) {
    best[name] = values.every((value) => check(value) === ours(value)) ? 0 : null;
  }
  for (let round = 0; round < ROUNDS; round++) {
    best.ours = Math.max(best.ours, rate(ours, values));
    for (const [name, check] of Object.entries(peers)) {
      if (best[name] !== null) best[name] = Math.max(best[name], rate(check, values));
    }
  }
  out[item.name] = best;
}
console.log(JSON.stringify(out));
