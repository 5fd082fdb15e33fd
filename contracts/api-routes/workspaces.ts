import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  changeMemberRoleSchema,
  createdInvitationSchema,
  createInvitationSchema,
  createWorkspaceSchema,
  invitationListSchema,
  workspaceMemberListSchema,
  workspaceMemberSchema,
  workspaceMembershipListSchema,
  workspaceSchema,
} from '../workspaces';
import {
  createdWebhookSchema,
  createWebhookSchema,
  webhookDeliveryListSchema,
  webhookListSchema,
  webhookSchema,
} from '../webhooks';
import { type RouteContracts, ok, created, noContent } from './route-types';

export const workspacesRoutes = {
  'get /api/workspaces': {
    tag: 'Account',
    summary: 'The workspaces you belong to.',
    access: 'signed-in',
    responses: ok(workspaceMembershipListSchema),
  },
  'get /api/workspaces/:id': {
    tag: 'Account',
    summary: 'One of your workspaces.',
    access: 'signed-in',
    responses: ok(workspaceSchema),
  },
  'post /api/workspaces': {
    tag: 'Workspaces',
    summary:
      'Creates a team workspace with you as its owner, whose credits or subscription pay for the runs its members start. Takes a current Business subscription; an administrator needs none and may name another account as owner (ownerId).',
    access: 'signed-in',
    body: createWorkspaceSchema,
    responses: created(workspaceSchema),
  },
  'get /api/workspaces/:id/members': {
    tag: 'Workspaces',
    summary:
      'The workspace’s members with their roles: owner, editor (runs studies), viewer (reads results).',
    access: 'signed-in',
    responses: ok(workspaceMemberListSchema),
  },
  'patch /api/workspaces/:id/members/:userId': {
    tag: 'Workspaces',
    summary: 'Makes a member an editor or a viewer (the owner).',
    access: 'signed-in',
    body: changeMemberRoleSchema,
    responses: ok(workspaceMemberSchema),
  },
  'delete /api/workspaces/:id/members/:userId': {
    tag: 'Workspaces',
    summary:
      'Removes a member (the owner), or leaves the workspace (your own id). The owner can do neither before transferring the ownership.',
    access: 'signed-in',
    responses: noContent,
  },
  'post /api/workspaces/:id/members/:userId/ownership': {
    tag: 'Workspaces',
    summary:
      'Hands the ownership to another member (the owner): they become the owner, whose credits pay for the workspace’s runs, and you an editor.',
    access: 'signed-in',
    responses: ok(workspaceMemberListSchema),
  },
  'get /api/workspaces/:id/invitations': {
    tag: 'Workspaces',
    summary: 'The workspace’s invitations not yet accepted, expired ones included (the owner).',
    access: 'signed-in',
    responses: ok(invitationListSchema),
  },
  'post /api/workspaces/:id/invitations': {
    tag: 'Workspaces',
    summary:
      'Invites someone by email as an editor or a viewer (the owner): the email holds a link good for 7 days and one use, also answered here once.',
    access: 'signed-in',
    body: createInvitationSchema,
    responses: created(createdInvitationSchema),
  },
  'delete /api/workspaces/:id/invitations/:invitationId': {
    tag: 'Workspaces',
    summary: 'Revokes an invitation: its link no longer works (the owner).',
    access: 'signed-in',
    responses: noContent,
  },
  'post /api/invitations/accept': {
    tag: 'Workspaces',
    summary:
      'Accepts an invitation with the token of its link: the signed-in account must have the invited email address, verified already or by the emailed link.',
    access: 'signed-in',
    body: acceptInvitationSchema,
    responses: ok(acceptedInvitationSchema),
  },
  'get /api/workspaces/:id/webhooks': {
    tag: 'Webhooks',
    summary: 'The workspace’s webhook endpoints, each with its latest delivery and how it went (members).',
    access: 'signed-in',
    responses: ok(webhookListSchema),
  },
  'post /api/workspaces/:id/webhooks': {
    tag: 'Webhooks',
    summary:
      'Registers an HTTPS endpoint for run.completed, run.failed and/or credits.low (owners). The answer holds the signing secret, shown once. Each delivery is a JSON POST with the headers Twinsight-Event, Twinsight-Delivery and Twinsight-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>; any answer but 2xx (or none within 5 s) is retried with exponential backoff, and an endpoint is paused after 10 failed attempts in a row. At most 10 endpoints per workspace.',
    access: 'signed-in',
    body: createWebhookSchema,
    responses: created(createdWebhookSchema),
  },
  'delete /api/workspaces/:id/webhooks/:webhookId': {
    tag: 'Webhooks',
    summary: 'Removes an endpoint; nothing more is sent to it (owners).',
    access: 'signed-in',
    responses: noContent,
  },
  'post /api/workspaces/:id/webhooks/:webhookId/resume': {
    tag: 'Webhooks',
    summary:
      'Resumes an endpoint paused after 10 failed delivery attempts in a row: deliveries are sent to it again (owners).',
    access: 'signed-in',
    responses: ok(webhookSchema),
  },
  'get /api/workspaces/:id/webhooks/:webhookId/deliveries': {
    tag: 'Webhooks',
    summary:
      'The endpoint’s latest 20 deliveries, newest first: event, status, attempts and the last answer.',
    access: 'signed-in',
    responses: ok(webhookDeliveryListSchema),
  },
} satisfies RouteContracts;
