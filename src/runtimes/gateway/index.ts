/** The LLM gateway the run starts when `services.gateway.enabled`. */
export {
  type GatewayOptions,
  type LlmGateway,
  routeOf,
  startGateway,
  statusErrorClass,
} from "./gateway.js";
