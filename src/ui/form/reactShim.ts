// What react-hook-form uses of React, taken from Preact itself: a build plugin
// (build/hookFormReact.ts) points its `react` import here, keeping preact/compat out of the
// form pages.
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
