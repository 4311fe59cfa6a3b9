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
  /** The site's logo (site settings); none: the built-in mark. */
  logoUrl?: string | null;
  /** The site's title (site settings); the built-in word mark when it is Dealerport. */
  title?: string;
}

/** The Dealerport mark and word mark; links to /home in the app header. */
export function BrandLogo({ compact = false, to, size = 28, logoUrl = null, title = 'Dealerport' }: BrandLogoProps) {
  const wordMark =
    title === 'Dealerport' ? (
      <>
        Dealer
        <Text span inherit c="brand">
          port
        </Text>
      </>
    ) : (
      title
    );
  const content = (
    <Group gap={8} wrap="nowrap">
      {logoUrl ? (
        <img src={logoUrl} alt={to ? '' : title} height={size} style={{ height: size, width: 'auto', display: 'block' }} />
      ) : (
        <Mark size={size} />
      )}
      {!compact && !logoUrl && (
        <Text fw={750} fz="lg" lh={1} style={{ letterSpacing: '-0.01em' }}>
          {wordMark}
        </Text>
      )}
    </Group>
  );
  if (!to) return content;
  return (
    <UnstyledButton component={Link} to={to} aria-label={title} style={{ borderRadius: 6 }}>
      {content}
    </UnstyledButton>
  );
}
