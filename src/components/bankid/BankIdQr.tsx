// Draws the animated BankID QR code. The qrcode library is loaded only when a QR code is first shown.
import { useEffect, useState } from 'react';

export const QR_ALT = 'QR-kod för BankID';

async function toSvgDataUrl(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'L', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function BankIdQr({ code }: { code: string }) {
  const [image, setImage] = useState<{ code: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    toSvgDataUrl(code).then(
      (src) => {
        if (current) setImage({ code, src });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <div className="bankid-qr">
      {image ? <img className="bankid-qr__image" src={image.src} alt={QR_ALT} width={240} height={240} /> : <div className="bankid-qr__placeholder" aria-hidden="true" />}
    </div>
  );
}
