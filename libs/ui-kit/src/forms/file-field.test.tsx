import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FileField } from './file-field.tsx';

function Harness({ error }: { error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [blurs, setBlurs] = useState(0);
  return (
    <>
      <FileField
        label="Image"
        name="image"
        value={file}
        onChange={setFile}
        onBlur={() => setBlurs((n) => n + 1)}
        error={error}
        accept=".png"
      />
      <output data-testid="state">{`${file?.name ?? 'none'} ${blurs}`}</output>
    </>
  );
}

describe('FileField', () => {
  it('hands the chosen File to the form, marks it touched, and clears it', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Image') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.png');
    expect(screen.queryByRole('button', { name: 'Clear Image' })).toBeNull();
    fireEvent.change(input, { target: { files: [new File(['x'], 'panel.png', { type: 'image/png' })] } });
    expect(screen.getByTestId('state').textContent).toBe('panel.png 1');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Image' }));
    expect(screen.getByTestId('state').textContent).toBe('none 2');
  });

  it('shows its message and marks the input invalid', () => {
    render(<Harness error="Must be a valid graphic file type." />);
    const input = screen.getByLabelText('Image');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be a valid graphic file type.').id).toBe(input.getAttribute('aria-describedby'));
  });
});
