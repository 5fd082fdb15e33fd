import { useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type AdminSubscriptionRequest, type AdminUser } from '@contracts/admin-users';
import { PLAN_IDS, type PlanId } from '@contracts/billing-catalog';
import { ProblemAlert } from '@web/components/problem-alert';
import { SUBSCRIPTION_STATUSES, useSetSubscription } from '../api/set-subscription';
import { subscriptionStatusLabel } from '@web/entities/credits/use-tokens';
import { planLabel } from './plan-label';
import { SaveCancelActions } from './save-cancel-actions';

type Props = { user: AdminUser; onClose: () => void; onDone: (message: string) => void };

function currentPlan(user: AdminUser): PlanId {
  return PLAN_IDS.find((id) => planLabel(id) === user.subscription?.product_name) ?? 'basic';
}

/** Writes a manual subscription: active or trialing makes the user unlimited; past due or canceled ends that. */
export function SetSubscriptionDialog({ user, onClose, onDone }: Props) {
  const save = useSetSubscription(user.id);
  const [form, setForm] = useState<AdminSubscriptionRequest>({
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(user.subscription?.status ?? '')
      ? (user.subscription!.status as AdminSubscriptionRequest['status'])
      : 'active',
    plan: currentPlan(user),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, {
      onSuccess: ({ status, plan }) =>
        onDone(
          `${user.email}: ${planLabel(plan)} subscription set to ${subscriptionStatusLabel(status).toLowerCase()}.`,
        ),
    });
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="set-subscription-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="set-subscription-title">Set subscription</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            For {user.name || user.email}. Active and trialing subscriptions make analyses unlimited; past due
            and canceled do not.
          </DialogContentText>
          <ProblemAlert error={save.error} sx={{ mb: 2 }} />
          <TextField
            select
            label="Plan"
            fullWidth
            margin="dense"
            value={form.plan}
            onChange={(event) => setForm((current) => ({ ...current, plan: event.target.value as PlanId }))}
          >
            {PLAN_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {planLabel(id)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            fullWidth
            margin="dense"
            value={form.status}
            onChange={(event) =>
              setForm((current) => ({
                ...current,
                status: event.target.value as AdminSubscriptionRequest['status'],
              }))
            }
          >
            {SUBSCRIPTION_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {subscriptionStatusLabel(status)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <SaveCancelActions saving={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
