// Build-time only (.server keeps it, gray-matter and marked out of the client bundle):
// route loaders and the feed/sitemap resource routes read the blog through this module.
import matter from 'gray-matter';
import { marked } from 'marked';
import { blogSlugOf } from '~/lib/site-map';
import type { Post, PostSummary } from '../model/post';

const sources = import.meta.glob<string>('/content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function toIsoDate(value: unknown, field: string, slug: string): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new Error(`content/blog/${slug}.md: front matter "${field}" must be a date`);
  }
  return date.toISOString().slice(0, 10);
}

function requireString(value: unknown, field: string, slug: string): string {
  if (typeof value !== 'string' || !value.trim()) {
    throw new Error(`content/blog/${slug}.md: front matter "${field}" is required`);
  }
  return value.trim();
}

function parse(slug: string, source: string): Post {
  const { data, content } = matter(source);
  const published = toIsoDate(data.published, 'published', slug);
  return {
    slug,
    title: requireString(data.title, 'title', slug),
    excerpt: requireString(data.excerpt, 'excerpt', slug),
    published,
    modified: data.modified ? toIsoDate(data.modified, 'modified', slug) : published,
    html: marked.parse(content, { async: false }),
    wordCount: content.split(/\s+/).filter(Boolean).length,
  };
}

let cache: Post[] | null = null;

/** All posts (every file in content/blog), newest first. Bad front matter fails the build. */
function getAllPosts(): Post[] {
  if (cache) return cache;
  const posts = Object.entries(sources).map(([file, source]) => parse(blogSlugOf(file), source));
  cache = posts.sort((a, b) => b.published.localeCompare(a.published));
  return cache;
}

export function getPostSummaries(): PostSummary[] {
  return getAllPosts().map(({ slug, title, excerpt, published, modified }) => ({
    slug,
    title,
    excerpt,
    published,
    modified,
  }));
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((p) => p.slug === slug);
}
