import { Button, Center, Paper, PasswordInput, Stack, TextInput, Title, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authEndpoints } from '@signoff/contract/api/auth';
import { call } from '../../shared/api.ts';
import { meQuery } from '../../shared/session.ts';
import { ErrorBox } from '../../shared/detail/ErrorBox.tsx';

/** Only same-site paths are followed after login, so a crafted link cannot send the user elsewhere. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/inbox';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('login.emailInvalid')),
      password: (v) => (v ? null : t('login.passwordRequired')),
    },
  });
  const login = useMutation({
    mutationFn: (values: { email: string; password: string }) => call(authEndpoints.login, { body: values }),
    onSuccess: (me) => {
      client.clear();
      client.setQueryData(meQuery.queryKey, me);
      void navigate(safeNext(params.get('next')), { replace: true });
    },
  });
  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={380}>
        <form onSubmit={form.onSubmit((values) => login.mutate({ email: values.email.trim(), password: values.password }))} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">
                Signoff
              </Title>
              <Text c="dimmed" size="sm">
                {t('login.subtitle')}
              </Text>
            </div>
            {login.error && <ErrorBox error={login.error} title={t('login.failed')} />}
            <TextInput label={t('login.email')} type="email" autoComplete="username" {...form.getInputProps('email')} />
            <PasswordInput label={t('login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
            <Button type="submit" loading={login.isPending}>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
