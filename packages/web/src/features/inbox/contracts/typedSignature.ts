/**
 * A signature made from a typed name, for those who cannot draw one (keyboard alone, a screen reader): the name in a
 * handwriting-like italic on a white PNG, the same kind of image the pad gives.
 */
export function typedSignaturePng(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 160;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#141e3c';
  context.textBaseline = 'middle';
  let size = 64;
  do {
    context.font = `italic ${size}px "Segoe Script", "Brush Script MT", cursive`;
    size -= 4;
  } while (context.measureText(name).width > canvas.width - 40 && size > 16);
  context.fillText(name, 20, canvas.height / 2);
  return canvas.toDataURL('image/png');
}
