// What react-hook-form uses of React, taken from Preact itself. A build plugin
// (build/hookFormReact.ts) points react-hook-form's `react` import here, which keeps
// preact/compat (about 4 KB gzip) out of the form pages.
import { createContext, createElement, Fragment } from 'preact';
import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/hooks';

const React = {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
};

export default React;
export {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
};
