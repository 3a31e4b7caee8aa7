// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileUpload, type FileUploadTexts } from './FileUpload';

const texts: FileUploadTexts = { label: 'Intyg', description: 'En fil', chosen: 'Vald fil:', remove: 'Ta bort filen', progress: 'Uppladdning av' };

function Harness({ progress, onChange, onCancel }: { progress?: number | null; onChange?: (file: File | null) => void; onCancel?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileUpload
      id="upload"
      texts={onCancel ? { ...texts, cancel: 'Avbryt uppladdningen' } : texts}
      accept=".pdf"
      file={file}
      error={null}
      progress={progress}
      onCancel={onCancel}
      onChange={(chosen) => {
        setFile(chosen);
        onChange?.(chosen);
      }}
    />
  );
}

describe('FileUpload', () => {
  it('shows the chosen file and removes it again, focus back on the input', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Intyg');
    await user.upload(input, new File(['%PDF'], 'intyg.pdf', { type: 'application/pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'intyg.pdf' }));
    expect(screen.getByText(/Vald fil: intyg\.pdf/)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/intyg\.pdf/);
    await user.click(screen.getByRole('button', { name: 'Ta bort filen' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(/Vald fil/)).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('shows the upload progress of the chosen file while it is sent, and none otherwise', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await user.upload(screen.getByLabelText('Intyg'), new File(['%PDF'], 'intyg.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<Harness progress={0.424} />);
    const bar = screen.getByRole('progressbar', { name: 'Uppladdning av intyg.pdf' });
    expect(bar).toHaveAttribute('value', '42');
    rerender(<Harness progress={null} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the percent sent and a cancel that stops the upload, only while it runs', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Harness onCancel={onCancel} />);
    await user.upload(screen.getByLabelText('Intyg'), new File(['%PDF'], 'intyg.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('button', { name: 'Avbryt uppladdningen' })).not.toBeInTheDocument();
    rerender(<Harness progress={0.5} onCancel={onCancel} />);
    expect(screen.getByText('50 %', { selector: '.file-field__percent' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Avbryt uppladdningen' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<Harness progress={null} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Avbryt uppladdningen' })).not.toBeInTheDocument();
  });

  it('wires an error to the input', () => {
    render(<FileUpload id="upload" texts={texts} accept=".pdf" file={null} error="Fel filtyp" onChange={() => undefined} />);
    const input = screen.getByLabelText('Intyg');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('En fil Fel filtyp');
  });
});
