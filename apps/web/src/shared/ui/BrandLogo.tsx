import { Text, useComputedColorScheme } from '@mantine/core';
import { useState } from 'react';

/** The ShipDesk logo image, falling back to the product name as text if the image cannot be loaded. */
export function BrandLogo({ height = 30 }: { height?: number }) {
  const [imageFailed, setImageFailed] = useState(false);
  // The dark theme has its own copy with light lettering.
  const dark = useComputedColorScheme('light') === 'dark';
  if (imageFailed) {
    return (
      <Text
        component="span"
        fw={700}
        fz={height * 0.66}
        c={dark ? 'indigo.3' : 'indigo.7'}
        lts={-0.3}
        lh={`${height}px`}
      >
        ShipDesk
      </Text>
    );
  }
  return (
    <img
      src={dark ? '/brand/logo-dark.svg' : '/brand/logo.svg'}
      alt="ShipDesk"
      height={height}
      style={{ display: 'block', height, width: 'auto' }}
      onError={() => setImageFailed(true)}
    />
  );
}
