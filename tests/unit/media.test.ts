import { describe, expect, it } from 'vitest';
import { isPublicUploadPath, isSiteMediaPath } from '../../src/lib/media-paths';
import { mediaUrl } from '../../src/lib/media';

// the unit project's API base is http://mock.test/api
describe('mediaUrl renders pictures only from this site', () => {
  it('joins site media paths to the API base', () => {
    expect(mediaUrl('media/upload/public-abc.png')).toBe('http://mock.test/api/media/upload/public-abc.png');
    expect(mediaUrl('/media/cover/city-xian?caption=Xi%27an')).toBe('http://mock.test/api/media/cover/city-xian?caption=Xi%27an');
    expect(mediaUrl('http://mock.test/api/media/flag/cn.svg')).toBe('http://mock.test/api/media/flag/cn.svg');
  });

  it.each([
    'https://tracker.example/pixel.png',
    '//tracker.example/pixel.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'http://mock.test/api/../secrets',
    'media/../../x',
    'uploads/x.png',
    `media/upload/${'a'.repeat(600)}.png`,
  ])('renders nothing for %s', (path) => {
    expect(mediaUrl(path)).toBe('');
  });

  it('keeps pictures the browser itself holds (a draft, a chosen file)', () => {
    expect(mediaUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(mediaUrl('blob:http://mock.test/1234')).toBe('blob:http://mock.test/1234');
  });

  it('tells uploaded pictures from other site media', () => {
    expect(isPublicUploadPath('media/upload/public-mi1x-abc123.jpeg')).toBe(true);
    expect(isPublicUploadPath('media/upload/private-mi1x-abc123.png')).toBe(false);
    expect(isPublicUploadPath('media/upload/public-x.svg')).toBe(false);
    expect(isSiteMediaPath('media/photo/trail-3-1?w=1200&h=800&caption=Great%20Wall')).toBe(true);
    expect(isSiteMediaPath('https://media.example/x.png')).toBe(false);
  });
});
