export {
  DEFAULT_BOOTSTRAP,
  getBootstrap,
  isExperimentOn,
  readBootstrap,
  setBootstrap,
} from "./read-bootstrap.ts";
