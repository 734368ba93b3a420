// Validations per second under node: the JavaScript backend's module against ajv compiled in
// memory and ajv's standalone code. Reads [{name, module, standalone, schema, instances}] from
// standard input; prints {name: {ours, ajv, ajv_standalone, errors}} in validations per second
// (the best of interleaved rounds); null for a peer whose verdicts differ from ours. `errors`
// is every error of the invalid instances: {ours: validateX, ajv: ajv with allErrors}, or null
// when no instance is invalid.
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const cases = JSON.parse(readFileSync(0, "utf8"));
const SECONDS = Number(process.env.DSH_BENCH_SECONDS || "0.15");
const ROUNDS = 7; // interleaved: the best of each resists the load of a shared machine
const BATCH = 64;

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

function ajvFor(item, allErrors) {
  const instance = new Ajv2020({ strict: false, validateFormats: false, allErrors });
  for (const [uri, document] of Object.entries(item.registry)) {
    if (uri === item.schema.$id) continue;
    try {
      instance.addSchema(document, uri);
    } catch {
      // a remote ajv cannot take (another draft): this schema does not reach it
    }
  }
  return instance.compile(item.schema);
}

// Every error of each invalid instance: ours against ajv's allErrors (null where ajv's
// verdicts differ from ours), or null when no instance is invalid.
function allErrors(module, ajvAll, values) {
  const invalid = values.filter((value) => !module.isValidSchema(value));
  if (invalid.length === 0) return null;
  // Called as ajv's function is (and `isValidX` above): a closure made here would be one for
  // every case, its read of the module's export soon megamorphic, a cost of ours alone.
  const ours = module.validateSchema;
  const agree = values.every((value) => ajvAll(value) === module.isValidSchema(value));
  const best = { ours: 0, ajv: agree ? 0 : null };
  // BATCH calls or more between two reads of the clock: a read takes longer than either
  // validator on a group's one invalid instance, and would leave every ratio near 1.
  const batch = new Array(Math.ceil(BATCH / invalid.length)).fill(invalid).flat();
  for (let round = 0; round < ROUNDS; round++) {
    best.ours = Math.max(best.ours, rate(ours, batch));
    if (best.ajv !== null) best.ajv = Math.max(best.ajv, rate(ajvAll, batch));
  }
  return best;
}

const out = {};
for (const item of cases) {
  const module = await import(pathToFileURL(item.module).href);
  const ours = module.isValidSchema;
  const ajv = ajvFor(item, false);
  const ajvAll = ajvFor(item, true);
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
  best.errors = allErrors(module, ajvAll, values);
  out[item.name] = best;
}
console.log(JSON.stringify(out));
