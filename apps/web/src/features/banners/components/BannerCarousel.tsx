import { type Banner, isSafeBannerHref } from '@dealerport/contract';
import { ActionIcon, AspectRatio, Box, Group, Image, Paper, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomeBanners } from '../api/get-home-banners';

/** How long a slide stays before the next one (paused while pointed at or focused, off with reduced motion). */
export const SLIDE_MS = 6000;
/** The pictures' shape (the crop hint of the banner form says the same). */
const RATIO = 16 / 5;

interface BannerCarouselProps {
  groupTag: string;
  /** A category page's banners: the category's and the group-wide ones. */
  categoryId?: number | null;
  /** The region's name for assistive technology. */
  label: string;
  /** How long a slide stays (SLIDE_MS unless told). */
  intervalMs?: number;
  /**
   * Keep the pictures' space while the group loads (the home's hero, which is nearly always there). Off for a
   * group that is often empty (a category page's): nothing shows until banners arrive.
   */
  reserveSpace?: boolean;
  /**
   * A slim strip of this height instead of the pictures' shape, each picture covering it (a category
   * page's banners: at the pictures' shape they filled a laptop's first screen above the products).
   */
  height?: number;
}

/** Where a banner leads: a portal path through the router, an http(s) address as a link; an unsafe one nowhere. */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const href = banner.href;
  if (!href || !isSafeBannerHref(href)) return <>{children}</>;
  const blank = banner.target === '_blank';
  if (href.startsWith('/') && !blank) {
    return (
      <Link to={href} style={{ display: 'block', color: 'inherit' }}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target={banner.target} rel={blank ? 'noopener noreferrer' : undefined} style={{ display: 'block', color: 'inherit' }}>
      {children}
    </a>
  );
}

/**
 * The hero carousel of a banner group (spec 02 §7 Home, group `home-main`): one picture at a time with its
 * title, previous/next and a dot per slide, advancing by itself. The space is kept at the pictures' ratio
 * while they load (no layout shift); only the first picture is loaded eagerly. Nothing shows for an empty
 * group or when the call fails: the page works without it.
 */
export function BannerCarousel({
  groupTag,
  categoryId = null,
  label,
  intervalMs = SLIDE_MS,
  reserveSpace = true,
  height,
}: BannerCarouselProps) {
  const { t } = useTranslation();
  const banners = useHomeBanners(groupTag, categoryId);
  const slides = banners.data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    // From the slide shown: a manual step starts the wait again.
    const timer = window.setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [count, paused, reducedMotion, current, intervalMs]);

  if (banners.isPending) {
    if (!reserveSpace) return null;
    return (
      <AspectRatio ratio={RATIO}>
        <Skeleton radius="md" aria-hidden />
      </AspectRatio>
    );
  }
  if (count === 0) return null;
  const go = (to: number) => setIndex((to + count) % count);
  // the picture's box: at the pictures' ratio, or a strip of the given height
  const frame = (content: ReactNode) =>
    height === undefined ? (
      <AspectRatio ratio={RATIO}>{content}</AspectRatio>
    ) : (
      <Box h={height} pos="relative">
        {content}
      </Box>
    );

  return (
    <Paper
      component="section"
      radius="md"
      withBorder
      style={{ overflow: 'hidden', position: 'relative' }}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        {slides.map((banner, i) => {
          const image = banner.images[0];
          return (
            <Box
              key={banner.id}
              hidden={i !== current}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banners.carousel.slide', { index: i + 1, count, title: banner.title })}
            >
              <BannerLink banner={banner}>
                {frame(
                  // AspectRatio stretches each child over the whole box (the strip's is as high as it): one child, holding the picture and the caption at its foot
                  <div style={{ height: '100%' }}>
                    {image && (
                      <Image src={image.imageUrl} alt={banner.title} fit="cover" h="100%" w="100%" loading={i === 0 ? 'eager' : 'lazy'} />
                    )}
                    {(banner.title || banner.description) && (
                      <Box
                        pos="absolute"
                        left={0}
                        right={0}
                        bottom={0}
                        px="lg"
                        pt={height === undefined ? 'xl' : 'md'}
                        pb={height === undefined ? 'md' : 'xs'}
                        data-testid="banner-caption"
                        style={{ background: 'linear-gradient(transparent, rgba(0,0,0,.65))' }}
                      >
                        <Text fw={700} c="white" size="lg" lineClamp={1}>
                          {banner.title}
                        </Text>
                        {banner.description && (
                          <Text c="white" size="sm" lineClamp={height === undefined ? 2 : 1}>
                            {banner.description}
                          </Text>
                        )}
                      </Box>
                    )}
                  </div>,
                )}
              </BannerLink>
            </Box>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <ActionIcon
            variant="white"
            radius="xl"
            size="lg"
            pos="absolute"
            left={12}
            top="50%"
            style={{ transform: 'translateY(-50%)' }}
            aria-label={t('banners.carousel.previous')}
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="white"
            radius="xl"
            size="lg"
            pos="absolute"
            right={12}
            top="50%"
            style={{ transform: 'translateY(-50%)' }}
            aria-label={t('banners.carousel.next')}
            onClick={() => go(current + 1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Group gap={6} pos="absolute" bottom={10} right={16}>
            {slides.map((banner, i) => (
              <UnstyledButton
                key={banner.id}
                aria-label={t('banners.carousel.goTo', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                w={10}
                h={10}
                style={{
                  borderRadius: '50%',
                  background: i === current ? 'white' : 'rgba(255,255,255,.5)',
                  border: '1px solid rgba(0,0,0,.3)',
                }}
              />
            ))}
          </Group>
        </>
      )}
    </Paper>
  );
}
