// The official suite under node: the JavaScript backend's module of each group, and ajv 8 with
// ajv-formats in the class of the group's draft (Ajv for draft 7, Ajv2019, Ajv2020). Reads
// {registry, groups: [{draft, module, schema, formats, tests}]} from standard input; prints,
// per group, {ours: [[verdict, errors]...], ajv: [verdict or null...]}, null where ajv refused
// the schema or threw.
import Ajv from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const { registry, groups } = JSON.parse(readFileSync(0, "utf8"));
const CLASSES = { 7: Ajv, "2019-09": Ajv2019, "2020-12": Ajv2020 };

function ajvFor(group) {
  const ajv = new CLASSES[group.draft]({ strict: false, validateFormats: group.formats });
  if (group.formats) addFormats(ajv);
  for (const [uri, document] of Object.entries(registry)) {
    try {
      ajv.addSchema(document, uri);
    } catch {
      // a remote of a dialect this class does not know: no test of this draft reaches it
    }
  }
  try {
    return ajv.compile(group.schema);
  } catch {
    return null;
  }
}

const out = [];
for (const group of groups) {
  const module = await import(pathToFileURL(group.module).href);
  const ours = group.tests.map((data) => [
    module.isValidSchema(data),
    module.validateSchema(data).map((e) => [e.path, e.keyword, e.message, e.schemaPath]),
  ]);
  const check = ajvFor(group);
  const ajv = group.tests.map((data) => {
    if (check === null) return null;
    try {
      return check(data);
    } catch {
      return null;
    }
  });
  out.push({ ours, ajv });
}
console.log(JSON.stringify(out));
