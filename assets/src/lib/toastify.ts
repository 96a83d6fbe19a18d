/**
 * react-toastify without the <style> element its default build writes into the page (the
 * Content-Security-Policy allows no inline styles): the unstyled build, with its stylesheet
 * bundled as a file. Only lib/toast.ts imports this, lazily (its own chunk).
 */
import "react-toastify/ReactToastify.css";

export * from "react-toastify/unstyled";
