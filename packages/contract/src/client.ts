/** The zod-free part of the contract the web client loads up front; schemas stay in '@shred/contract'. */
export { type Endpoint, type EndpointName, endpoints } from './endpoints.ts';
export { LIVE_RESULT_EVENT, LIVE_RESYNC_EVENT } from './live.endpoints.ts';
export { routePath } from './route.ts';
