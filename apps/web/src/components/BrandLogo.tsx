import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

function Mark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" fill="#fff" />
    </svg>
  );
}

interface BrandLogoProps {
  /** Only the mark (collapsed side navigation). */
  compact?: boolean;
  /** Link target; none renders plain. */
  to?: string;
  size?: number;
}

/** The Dealerport mark and word mark; links to /home in the app header. */
export function BrandLogo({ compact = false, to, size = 28 }: BrandLogoProps) {
  const content = (
    <Group gap={8} wrap="nowrap">
      <Mark size={size} />
      {!compact && (
        <Text fw={750} fz="lg" lh={1} style={{ letterSpacing: '-0.01em' }}>
          Dealer
          <Text span inherit c="var(--mantine-primary-color-filled)">
            port
          </Text>
        </Text>
      )}
    </Group>
  );
  if (!to) return content;
  return (
    <UnstyledButton component={Link} to={to} aria-label="Dealerport" style={{ borderRadius: 6 }}>
      {content}
    </UnstyledButton>
  );
}
