import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SqlEditor } from './SqlEditor';

// The production build hands a default import of this CommonJS module the whole `module.exports` object
// (the component under `default`), the development server the component itself. Rendering the object was
// React error #130 on "New SQL job"; this reproduces the production shape.
vi.mock('react-simple-code-editor', () => ({
  default: {
    default: ({ textareaId, value }: { textareaId: string; value: string }) => <textarea id={textareaId} defaultValue={value} />,
  },
}));

describe('SqlEditor', () => {
  it('renders whichever shape the CommonJS editor module arrives in', () => {
    renderWithProviders(<SqlEditor id="sql" label="SQL statement" value="select 1" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: /SQL statement/ })).toHaveValue('select 1');
  });
});
