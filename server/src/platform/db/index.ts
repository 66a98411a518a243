export * from "./database.ts";
export { isDataException, isForeignKeyViolation, isUniqueViolation } from "./pg-errors.ts";
export * as schema from "./schema/index.ts";
