export * from './error-codes.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './validation-messages.ts';
export * from './schemas/fields.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
export * from './schemas/team.ts';
