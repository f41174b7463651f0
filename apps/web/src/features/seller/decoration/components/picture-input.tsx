import { forwardRef } from 'react';

/** A hidden picture chooser; its parent opens it and uploads what was picked. */
export const PictureInput = forwardRef<HTMLInputElement, { onPick: (file: File) => void; testId: string }>(
  function PictureInput({ onPick, testId }, ref) {
    return (
      <input
        ref={ref}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    );
  },
);
