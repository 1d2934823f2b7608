import { useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { useTranslation } from 'react-i18next';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import { DOCUMENT_TYPES } from '@signoff/contract/documents';
import { UPLOAD_MODAL_WIDTH } from '@signoff/contract/upload';
import { FileUpload } from '../../../widgets/FileUpload.tsx';
import { useMe } from '../../../shared/session.ts';
import { toast } from '../../../shared/toast.ts';
import { useInvalidateDocuments } from './api/documentsKeys.ts';

/** HR's upload of a company document: its type, then the shared upload widget (scanned where the company scans). */
export function UploadDocumentModal({ opened, onClose, initialType }: { opened: boolean; onClose: () => void; initialType: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const invalidate = useInvalidateDocuments();
  const [documentType, setDocumentType] = useState<string | null>(initialType || null);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('documents.uploadTitle')} size={UPLOAD_MODAL_WIDTH} centered>
      <Stack gap="md">
        <Select
          label={t('documents.typeFilter')}
          data={[...DOCUMENT_TYPES]}
          value={documentType}
          onChange={setDocumentType}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {documentType ? (
          <FileUpload
            endpoint={documentsEndpoints.upload}
            relatedObject="document"
            isScanEnabled={me.features.includes('virus_scan')}
            fields={{ document_type: documentType }}
            onComplete={() => {
              toast.success(t('documents.uploaded'));
              void invalidate();
              onClose();
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('documents.chooseType')}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
