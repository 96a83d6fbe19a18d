import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { SliderDots, dotAfterKey } from "./slider-dots";

/** The dots of four paintings, with the painting shown (as the slider keeps it). */
function FourDots({ start = 0, onChoose = jest.fn() }: { start?: number; onChoose?: (index: number) => void }) {
  const [current, setCurrent] = useState(start);
  return (
    <SliderDots
      count={4}
      current={current}
      onChoose={(index) => {
        onChoose(index);
        setCurrent(index);
      }}
    />
  );
}

const dots = () => screen.getAllByRole("button", { name: /^Show painting \d$/ });

describe("SliderDots", () => {
  it("are one tab stop: the current painting's dot, which says so", () => {
    render(<FourDots start={2} />);

    expect(dots().map((dot) => dot.tabIndex)).toEqual([-1, -1, 0, -1]);
    expect(dots()[2]).toHaveAttribute("aria-current", "true");
    expect(dots()[0]).not.toHaveAttribute("aria-current");
    expect(dots()[0]).toHaveAttribute("type", "button");
  });

  it("show the painting of the dot pressed", () => {
    const onChoose = jest.fn();
    render(<FourDots onChoose={onChoose} />);

    fireEvent.click(screen.getByRole("button", { name: "Show painting 4" }));

    expect(onChoose).toHaveBeenCalledWith(3);
    expect(dots()[3]).toHaveAttribute("aria-current", "true");
  });

  it.each([
    ["ArrowRight", 1, 2],
    ["ArrowDown", 3, 0],
    ["ArrowLeft", 0, 3],
    ["ArrowUp", 2, 1],
    ["Home", 2, 0],
    ["End", 1, 3],
  ])("%s from dot %i shows painting %i and focuses its dot", (key, from, to) => {
    const onChoose = jest.fn();
    render(<FourDots start={from} onChoose={onChoose} />);

    fireEvent.keyDown(dots()[from], { key });

    expect(onChoose).toHaveBeenCalledWith(to);
    expect(dots()[to]).toHaveFocus();
    expect(dots()[to].tabIndex).toBe(0);
  });

  it("leave other keys alone", () => {
    const onChoose = jest.fn();
    render(<FourDots onChoose={onChoose} />);

    expect(fireEvent.keyDown(dots()[0], { key: "Enter" })).toBe(true);
    expect(onChoose).not.toHaveBeenCalled();
    expect(dotAfterKey("a", 0, 4)).toBeNull();
  });

  it("are not drawn for a single painting", () => {
    render(<SliderDots count={1} current={0} onChoose={jest.fn()} />);

    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
