import { useRef, useState } from 'react';
import { Alert, Button, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { Tooltip } from '../shared/Tooltip.tsx';
import { IconCircleCheck, IconFileText, IconShieldCheck, IconShieldX, IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  HARMFUL_DATA_DETECTED,
  MAX_SCAN_RETRIES,
  SCAN_COMPLETE_DELAY_MS,
  VIRUS_SCAN_FAILED,
  checkUpload,
  formatUploadLimit,
  maxBytesFor,
  type TScanStatus,
  type TUploadProblem,
  type TUploadState,
} from '@signoff/contract/upload';
import { useFormat } from '../shared/useFormat.ts';
import type { TEndpointOutput } from '@signoff/contract/endpoint';
import { ApiError, errorText, upload, type TUploadEndpoint } from '../shared/api.ts';
import { toast } from '../shared/toast.ts';

type Props<E extends TUploadEndpoint> = {
  /** The call that receives the multipart form (spec 02 §7.2: addFile or a custom endpoint). */
  endpoint: E;
  fields: Record<string, string>;
  relatedObject: string;
  /** Scanning is on for the company (feature flag or integration): the scan outcomes are shown. */
  isScanEnabled: boolean;
  accept?: string;
  onComplete: (result: TEndpointOutput<E>) => void;
};

/**
 * The shared upload widget (spec 02 §2.4, §4): one file at a time, a preview first, then the upload, with the
 * malware-scan outcomes when scanning is on. States: EMPTY → READING → PREVIEW → UPLOADING → COMPLETE; any error
 * returns to EMPTY.
 */
export function FileUpload<E extends TUploadEndpoint>({
  endpoint,
  fields,
  relatedObject,
  isScanEnabled,
  accept = 'application/pdf,image/*',
  onComplete,
}: Props<E>) {
  const { t } = useTranslation();
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<TUploadState>('EMPTY');
  const [scan, setScan] = useState<TScanStatus | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [retries, setRetries] = useState(0);

  const reset = () => {
    setState('EMPTY');
    setScan(null);
    setFile(null);
    setPreview(null);
    setProblem(null);
    setRetries(0);
    if (input.current) input.current.value = '';
  };

  const refuse = (key: TUploadProblem | 'FAIL_UPLOAD_FILEREAD', chosen?: File) => {
    reset();
    const max = chosen ? formatUploadLimit(maxBytesFor(chosen.name, chosen.type, relatedObject), format.locale) : '';
    setProblem(t(key, { max }));
  };

  const choose = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const chosen = list[0]!;
    const issue = checkUpload({
      filename: chosen.name,
      sizeBytes: chosen.size,
      mimeType: chosen.type,
      relatedObject,
      fileCount: list.length,
    });
    if (issue) return refuse(issue, chosen);
    setProblem(null);
    setFile(chosen);
    setState('READING');
    const reader = new FileReader();
    reader.onerror = () => refuse('FAIL_UPLOAD_FILEREAD');
    reader.onload = () => {
      setPreview(chosen.type.startsWith('image/') ? String(reader.result) : null);
      setState('PREVIEW');
    };
    reader.readAsDataURL(chosen);
  };

  const send = async () => {
    if (!file) return;
    setState('UPLOADING');
    setScan(isScanEnabled ? 'pending' : null);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', file, file.name);
    try {
      const result = await upload(endpoint, form);
      if (isScanEnabled) {
        setScan('nothingDetected');
        await new Promise((resolve) => setTimeout(resolve, SCAN_COMPLETE_DELAY_MS));
      }
      setState('COMPLETE');
      onComplete(result);
    } catch (error) {
      const reason = error instanceof ApiError ? error.reasonPhrase : '';
      if (reason === HARMFUL_DATA_DETECTED) {
        setScan('virusDetected');
        setState('PREVIEW');
        return;
      }
      if (reason === VIRUS_SCAN_FAILED) {
        setScan('failed');
        setState('PREVIEW');
        return;
      }
      if (error instanceof ApiError && error.status < 500 && error.code?.startsWith('FAIL_UPLOAD')) {
        setProblem(errorText(error));
        setState('EMPTY');
        return;
      }
      toast.error(t('ERROR'), `${t('FAIL_UPLOAD')}: ${errorText(error)}`);
      reset();
    }
  };

  return (
    <Stack>
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('FAIL_UPLOAD')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problem}</Text>
            <Button size="xs" color="red" variant="light" onClick={reset}>
              {t('upload.ok')}
            </Button>
          </Stack>
        </Alert>
      )}
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={t('upload.fileLabel')}
        style={{ display: 'none' }}
        multiple
        onChange={(e) => choose(e.currentTarget.files)}
      />
      {state === 'EMPTY' && (
        <Paper withBorder p="xl" radius="md" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap="xs">
            <IconUpload size={32} stroke={1.4} />
            <Button variant="light" onClick={() => input.current?.click()}>
              {t('upload.choose')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('upload.hint', { max: formatUploadLimit(maxBytesFor('x.pdf', 'application/pdf', relatedObject), format.locale) })}
            </Text>
          </Stack>
        </Paper>
      )}
      {state === 'READING' && (
        <Group>
          <Loader size="sm" />
          <Text size="sm">{t('upload.reading')}</Text>
        </Group>
      )}
      {(state === 'PREVIEW' || state === 'UPLOADING' || state === 'COMPLETE') && file && (
        <Paper withBorder p="md" radius="md">
          <Group wrap="nowrap" align="flex-start">
            {preview ? (
              <Image src={preview} alt={file.name} w={96} h={96} fit="contain" radius="sm" />
            ) : (
              <IconFileText size={48} stroke={1.2} />
            )}
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {format.fileSize(file.size)}
              </Text>
            </Stack>
          </Group>
        </Paper>
      )}
      {scan === 'pending' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('upload.scanning')}</Text>
        </Group>
      )}
      {scan === 'nothingDetected' && (
        <Group gap="xs" role="status">
          <IconShieldCheck size={18} color="var(--mantine-color-teal-6)" />
          <Text size="sm">{t('upload.nothingDetected')}</Text>
        </Group>
      )}
      {scan === 'virusDetected' && (
        <Alert color="red" icon={<IconShieldX />} title={t('upload.virusDetected')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('upload.virusDetectedText')}</Text>
            <Button size="xs" color="red" onClick={reset}>
              {t('upload.differentFile')}
            </Button>
          </Stack>
        </Alert>
      )}
      {scan === 'failed' && (
        <Alert color="orange" icon={<IconAlertTriangle />} title={t('upload.scanFailed')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('upload.scanFailedText')}</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={reset}>
                {t('upload.differentFile')}
              </Button>
              <Tooltip label={t('upload.noMoreRetries', { count: MAX_SCAN_RETRIES })} disabled={retries < MAX_SCAN_RETRIES}>
                <Button
                  size="xs"
                  color="orange"
                  disabled={retries >= MAX_SCAN_RETRIES}
                  onClick={() => {
                    setRetries((r) => r + 1);
                    void send();
                  }}
                >
                  {t('upload.tryAgain')}
                </Button>
              </Tooltip>
            </Group>
          </Stack>
        </Alert>
      )}
      {state === 'PREVIEW' && scan === null && (
        <Group justify="flex-end">
          <Button variant="default" onClick={reset}>
            {t('upload.chooseAnother')}
          </Button>
          <Button onClick={() => void send()} leftSection={<IconUpload size={16} />}>
            {t('upload.upload')}
          </Button>
        </Group>
      )}
      {state === 'UPLOADING' && !isScanEnabled && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('upload.uploading')}</Text>
        </Group>
      )}
      {state === 'COMPLETE' && (
        <Group gap="xs" role="status">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />
          <Text size="sm">{t('upload.complete')}</Text>
        </Group>
      )}
    </Stack>
  );
}
