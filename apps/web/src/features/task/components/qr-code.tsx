import { QRCodeCanvas } from 'qrcode.react';

/** Its own chunk: the QR encoder is loaded only by a deal's share section. */
export default function QrCode({ value }: { value: string }) {
  // Drawn at twice the shown size, so it stays sharp on dense screens.
  return (
    <QRCodeCanvas
      value={value}
      size={280}
      marginSize={2}
      level="M"
      style={{ width: 140, height: 140 }}
      aria-hidden
      data-testid="deal-qr"
    />
  );
}
