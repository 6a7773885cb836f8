import { ArticlePage } from './article-page';

export default function AboutUsScreen() {
  return <ArticlePage page="aboutUs" />;
}
