import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_CHOICES } from '@core/page-cookies';
import { deviceChoicesOf } from './device-choices';

describe('deviceChoicesOf', () => {
  it('is SPEC’s defaults for a device that chose nothing', () => {
    expect(deviceChoicesOf({})).toEqual(DEFAULT_DEVICE_CHOICES);
    expect(deviceChoicesOf({ cookie: 'palengke_lang=tl' })).toEqual(DEFAULT_DEVICE_CHOICES);
  });

  it('reads low-data mode from its cookie, which wins over Save-Data', () => {
    expect(deviceChoicesOf({ cookie: 'palengke_low_data=1' }).lowData).toBe(true);
    expect(deviceChoicesOf({ 'save-data': 'on' }).lowData).toBe(true);
    expect(deviceChoicesOf({ cookie: 'palengke_low_data=0', 'save-data': 'on' }).lowData).toBe(
      false,
    );
    // Anything else in the cookie is no choice: Save-Data decides.
    expect(deviceChoicesOf({ cookie: 'palengke_low_data=yes' }).lowData).toBe(false);
    expect(deviceChoicesOf({ cookie: 'palengke_low_data=yes', 'save-data': 'on' }).lowData).toBe(
      true,
    );
  });

  it('reads the list view from its cookie, else the grid', () => {
    expect(deviceChoicesOf({ cookie: 'a=b; palengke_view=list' })).toEqual({
      lowData: false,
      feedView: 'list',
    });
    expect(deviceChoicesOf({ cookie: 'palengke_view=grid' }).feedView).toBe('grid');
    expect(deviceChoicesOf({ cookie: 'palengke_view=map' }).feedView).toBe('map');
    expect(deviceChoicesOf({ cookie: 'palengke_view=<b>' }).feedView).toBe('grid');
  });
});
