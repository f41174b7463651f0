import { QRCodeCanvas } from 'qrcode.react';
import type { Ref } from 'react';

/** Its own chunk: the QR encoder is loaded only by the share screens. */
export default function QrCode({ value, canvasRef }: { value: string; canvasRef: Ref<HTMLCanvasElement> }) {
  // Drawn at twice the shown size, so the saved image stays sharp.
  return (
    <QRCodeCanvas
      value={value}
      size={320}
      marginSize={2}
      level="M"
      ref={canvasRef}
      style={{ width: 160, height: 160 }}
      aria-hidden
    />
  );
}
