import {BASE_URL} from './site';

export default function useBaseUrl(url: string): string {
  if (/^[a-z]+:/i.test(url) || url.startsWith('//')) {
    return url;
  }
  return `${BASE_URL}${url.replace(/^\//, '')}`;
}
