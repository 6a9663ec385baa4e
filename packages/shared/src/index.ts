// One source for what the server and the web app both read (issue #16).
export * from './booking/booking-refusal';
export * from './booking/booking-rules';
export * from './booking/service-types';
export * from './booking/zoned-time';
export * from './business/business-facts';
export * from './business/opening-hours';
export * from './contact/contact-services';
export * from './enum-of';
export * from './errors/domain-error';
export * from './errors/error-codes';
export * from './errors/validation-errors';
export * from './events/change-collection';
export * from './head/head-element-ids';
export * from './render/page-render-contract';
export * from './routes/app-routes';
export * from './seo/seo.messages';
