import { useEffect, useRef, useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import SignaturePadLib from 'signature_pad';
import { useTranslation } from 'react-i18next';

const HEIGHT = 180;

/**
 * A drawing surface for a signature (signature_pad on a canvas sized to its box and the screen's pixel ratio).
 * Reports the drawing as a PNG data URL after each stroke, or null when cleared.
 */
export function SignaturePad({ onChange, label }: { onChange: (png: string | null) => void; label: string }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = HEIGHT * ratio;
    canvas.getContext('2d')!.scale(ratio, ratio);
    // A white background: the PNG must read on the white page of the PDF and in dark viewers alike.
    const pad = new SignaturePadLib(canvas, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(20,30,60)' });
    pad.clear();
    pad.addEventListener('endStroke', () => {
      setIsEmpty(pad.isEmpty());
      onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    });
    padRef.current = pad;
    return () => pad.off();
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setIsEmpty(true);
    onChange(null);
  };

  return (
    <Box>
      <Box
        component="canvas"
        ref={canvasRef}
        aria-label={label}
        role="img"
        w="100%"
        h={HEIGHT}
        style={{
          display: 'block',
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 8,
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dark.4">
          {t('contracts.sign.padHint')}
        </Text>
        <Button variant="subtle" size="xs" onClick={clear} disabled={isEmpty}>
          {t('contracts.sign.clear')}
        </Button>
      </Group>
    </Box>
  );
}
