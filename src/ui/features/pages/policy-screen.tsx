import { ArticlePage } from './article-page';

export default function PolicyScreen() {
  return <ArticlePage page="policy" />;
}
