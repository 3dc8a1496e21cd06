import { chromium } from "playwright-core";
import { signInCookie } from "./tests/support/server.ts";
