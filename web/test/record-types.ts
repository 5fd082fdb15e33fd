// The app's registry of record types for tests of features and entities, which may not import web/app themselves.
export { RecordTypesProvider } from '@web/app/record-types';
