// Shared request and form schemas. Import from '@core/schemas' rather than single files.

export * from './admin';
export * from './alerts';
export * from './blocks';
export * from './chat-message';
export * from './create-post';
export * from './edit-post';
export * from './feedback';
export * from './field-errors';
export * from './forgot-password';
export * from './image';
export * from './login';
export * from './messages';
export * from './notifications';
export * from './payment-qr';
export * from './phone-auth';
export * from './post-photo';
export * from './profile';
export * from './report';
export * from './reservations';
export * from './reset-password';
export * from './review';
export * from './signup';
export * from './suki';
