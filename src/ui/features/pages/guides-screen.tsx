import { ArticlePage } from './article-page';

export default function GuidesScreen() {
  return <ArticlePage page="guides" />;
}
