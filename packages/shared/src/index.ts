// One source for what the server and the web app both read (issue #16).
export * from './booking/service-types';
export * from './booking/zoned-time';
