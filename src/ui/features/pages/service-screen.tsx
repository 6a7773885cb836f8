import { ArticlePage } from './article-page';

export default function ServiceScreen() {
  return <ArticlePage page="service" />;
}
