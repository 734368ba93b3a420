// A TypeScript host importing the generated validators: compiled by tests with `tsc --noEmit`.
import {
  isValidScheduleChange,
  validateScheduleCreateArguments,
  type ScheduleChange,
  type ValidationError,
} from "../../generated/validators.mjs";

const value: unknown = JSON.parse('{"version": 1, "operation": "delete", "id": "schedule-1"}');
if (isValidScheduleChange(value)) {
  const change: ScheduleChange = value; // narrowed by the type guard
  if (change.operation === "delete") {
    const id: string = change.id;
    console.log(id);
  }
}
const errors: ValidationError[] = validateScheduleCreateArguments({ after_seconds: 0 });
for (const error of errors) {
  console.log(error.path, error.keyword, error.message, error.schemaPath);
}
