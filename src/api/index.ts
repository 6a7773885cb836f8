export * as authApi from './auth';
export * as notificationApi from './notifications';
export * as trailApi from './trails';
export * as tripApi from './trips';
export * as aiApi from './ai';
export * as cityApi from './cities';
export * as catalogueApi from './catalogue';
export { ApiError, NetworkError, type CallOptions } from './client';
