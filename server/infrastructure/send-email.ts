import nodemailer from 'nodemailer';
import type { Env } from '../env';

export type Mailer = {
  sendPasswordReset: (to: string, url: string) => Promise<void>;
  sendWorkspaceInvitation: (
    to: string,
    invitation: { workspaceName: string; inviterName: string; role: string; url: string; expiresAt: Date },
  ) => Promise<void>;
};

/** Account emails over SMTP (SMTP_URL); null when none is configured. */
export function createMailer(env: Env): Mailer | null {
  if (!env.SMTP_URL) return null;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@${new URL(env.BASE_URL).hostname}>`;
  return {
    async sendPasswordReset(to, url) {
      await transport.sendMail({
        from,
        to,
        subject: `Reset your ${env.BRAND_NAME} password`,
        text: `Someone asked to reset the password of your ${env.BRAND_NAME} account.\n\nTo choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
      });
    },
    async sendWorkspaceInvitation(to, { workspaceName, inviterName, role, url, expiresAt }) {
      await transport.sendMail({
        from,
        to,
        subject: `${inviterName} invited you to ${workspaceName} on ${env.BRAND_NAME}`,
        text: `${inviterName} invited you to the team workspace "${workspaceName}" on ${env.BRAND_NAME} as ${role === 'editor' ? 'an editor' : 'a viewer'}.\n\nTo join, sign in (or sign up) with this email address and open this link before ${expiresAt.toUTCString()}:\n${url}\n\nIf you did not expect it, ignore this email.\n`,
      });
    },
  };
}
