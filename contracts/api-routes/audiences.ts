import {
  audienceListSchema,
  audiencePreviewSchema,
  audienceSchema,
  audienceWithTwinsSchema,
  createAudienceFieldsSchema,
  previewAudienceFieldsSchema,
  renameAudienceSchema,
} from '../audiences';
import { type RouteContracts, ok, created, noContent } from './route-types';

export const audiencesRoutes = {
  'post /api/audiences/preview': {
    tag: 'Audiences',
    summary:
      "Reads a CSV or XLSX file of records (multipart, file field file, at most 10 MB and 20,000 records) and proposes how its columns map to twin fields: the mapping step. Columns that identify a person are flagged and their values left out. With the optional mapping (JSON) and country it also says where each record's country comes from (a country column, its city, or the country chosen), how many records have none, and which cities are not in their record's country. Stores nothing.",
    access: 'signed-in',
    bodyType: 'multipart/form-data',
    body: previewAudienceFieldsSchema,
    file: { name: 'file', mediaType: 'text/csv' },
    responses: ok(audiencePreviewSchema),
  },
  'post /api/audiences': {
    tag: 'Audiences',
    summary:
      "Builds an audience of your workspace from a CSV or XLSX file of records (multipart: name, optional mapping as JSON, workspace_id and country, and the file field file; at most 10 MB and 20,000 records): a twin per record, or for more than 500 records 500 weighted twins matching the file's mix. Rows that cannot be used are listed with their line and reason; identifying columns are never stored. A refused file stores nothing.",
    access: 'signed-in',
    bodyType: 'multipart/form-data',
    body: createAudienceFieldsSchema,
    file: { name: 'file', mediaType: 'text/csv' },
    responses: created(audienceWithTwinsSchema),
  },
  'get /api/audiences': {
    tag: 'Audiences',
    summary: 'The audiences of your workspaces, newest first.',
    access: 'signed-in',
    responses: ok(audienceListSchema),
  },
  'get /api/audiences/:id': {
    tag: 'Audiences',
    summary:
      'One audience with its twins, whose ids work wherever twin ids do (members of its workspace only).',
    access: 'signed-in',
    responses: ok(audienceWithTwinsSchema),
  },
  'patch /api/audiences/:id': {
    tag: 'Audiences',
    summary: 'Renames an audience.',
    access: 'signed-in',
    body: renameAudienceSchema,
    responses: ok(audienceSchema),
  },
  'delete /api/audiences/:id': {
    tag: 'Audiences',
    summary:
      "Deletes an audience and its twins; records of runs on them stay readable with each twin's name and answers.",
    access: 'signed-in',
    responses: noContent,
  },
} satisfies RouteContracts;
