// ajv (draft 2020-12, compiled in memory) as a second oracle for the JavaScript backend.
// Reads {cases: [{module, schema, instances}], registry: {uri: document}} from standard input
// and prints, for each case, the indices of the instances whose verdicts differ (ours against
// ajv's) and of those ajv threw on, or the text of ajv's refusal to compile the schema.
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const { cases, registry } = JSON.parse(readFileSync(0, "utf8"));
const results = [];
for (const item of cases) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  for (const [uri, document] of Object.entries(registry ?? {})) {
    try {
      ajv.addSchema(document, uri);
    } catch {
      // a document ajv cannot take: only matters if the schema reaches it
    }
  }
  const ours = await import(pathToFileURL(item.module).href);
  let check;
  try {
    check = ajv.compile(item.schema);
  } catch (error) {
    results.push({ refused: String(error.message).split("\n")[0] });
    continue;
  }
  const differ = [];
  const crashed = [];
  item.instances.forEach((text, index) => {
    const x = JSON.parse(text);
    let theirs;
    try {
      theirs = check(x);
    } catch {
      crashed.push(index); // ajv threw (its stack overflows on some recursive schemas)
      return;
    }
    if (ours.isValidSchema(x) !== theirs) differ.push(index);
  });
  results.push({ differ, crashed });
}
console.log(JSON.stringify(results));
