import { Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZSetForwardEmailRequestSchema } from '@signoff/contract/documents';
import { ApiError, errorText } from '../../../shared/api.ts';
import { toast } from '../../../shared/toast.ts';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { useForwardEmail, useSetForwardEmail } from './api/forwardEmail.ts';

/** Spec 02 §2.4: the file-forward e-mail modal — one e-mail field, Save and Cancel, a success toast. */
export function ForwardEmailModal({ documentType, onClose }: { documentType: string | null; onClose: () => void }) {
  return (
    <Dialog opened={documentType !== null} onClose={onClose} title={<ModalTitle documentType={documentType} />} centered>
      {documentType !== null && <ForwardEmailBody key={documentType} documentType={documentType} onClose={onClose} />}
    </Dialog>
  );
}

function ModalTitle({ documentType }: { documentType: string | null }) {
  const { t } = useTranslation();
  return <>{t('documents.forwardEmailTitle', { type: documentType ?? '' })}</>;
}

/** The form starts from the address saved now, so it is asked for before the form is drawn. */
function ForwardEmailBody({ documentType, onClose }: { documentType: string; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useForwardEmail(documentType, true);
  if (current.isPending)
    return (
      <Center py="md">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (current.error) return <ErrorBox error={current.error} />;
  return <ForwardEmailForm documentType={documentType} initialEmail={current.data.email ?? ''} onClose={onClose} />;
}

function ForwardEmailForm({ documentType, initialEmail, onClose }: { documentType: string; initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetForwardEmail();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: {
      email: (value) => (ZSetForwardEmailRequestSchema.shape.email.safeParse(value).success ? null : t('documents.invalidEmail')),
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { document_type: documentType, email: values.email },
      {
        onSuccess: () => {
          toast.success(t('documents.forwardEmailSaved'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.email) form.setFieldError('email', error.fields.email);
          else toast.error(t('error.title'), errorText(error));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('documents.forwardEmailHelp')}</Text>
        <TextInput type="email" label={t('documents.email')} autoComplete="email" data-autofocus {...form.getInputProps('email')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
