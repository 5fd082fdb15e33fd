import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AdminUser } from '@contracts/admin-users';
import { ProblemAlert } from '@web/components/problem-alert';
import { fieldProps } from '@web/lib/field-props';
import { zodResolver } from '@web/lib/zod-resolver';
import { adminCreditSchema, useAdjustCredits } from '../api/adjust-credits';
import { SaveCancelActions } from './save-cancel-actions';

type AdjustCreditsForm = { amount: string; reason: string };

// The amount is typed as text; anything but a whole number gets the contract's own message.
const adjustCreditsFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^[-+]?\d+$/, adminCreditSchema.shape.amount.safeParse(0).error?.issues[0]?.message)
    .transform(Number)
    .pipe(adminCreditSchema.shape.amount),
  reason: adminCreditSchema.shape.reason,
});

type Props = { user: AdminUser; onClose: () => void; onDone: (message: string) => void };

/** Adds (positive) or removes (negative) credits, with a reason kept in the ledger. */
export function AdjustCreditsDialog({ user, onClose, onDone }: Props) {
  const adjust = useAdjustCredits(user.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdjustCreditsForm>({
    resolver: zodResolver(adjustCreditsFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { amount: '', reason: '' },
  });

  const submit = handleSubmit((form) =>
    adjust.mutate(
      { amount: Number(form.amount.trim()), reason: form.reason.trim() },
      {
        onSuccess: ({ balance }) =>
          onDone(`${user.email} now has ${balance} ${balance === 1 ? 'credit' : 'credits'}.`),
      },
    ),
  );

  return (
    <Dialog
      open
      onClose={adjust.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="adjust-credits-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="adjust-credits-title">Adjust credits</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {user.name || user.email} has {user.balance} {user.balance === 1 ? 'credit' : 'credits'}. Enter a
            positive number to add credits or a negative one to remove them.
          </DialogContentText>
          <ProblemAlert error={adjust.error} sx={{ mb: 2 }} />
          <TextField
            {...fieldProps(register, errors, 'amount', ' ')}
            label="Amount"
            fullWidth
            autoFocus
            margin="dense"
            placeholder="e.g. 5 or -2"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            {...fieldProps(register, errors, 'reason', 'Kept in the user’s credit history.')}
            label="Reason"
            fullWidth
            margin="dense"
            placeholder="e.g. Goodwill for a failed run"
          />
        </DialogContent>
        <SaveCancelActions saving={adjust.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
