/** @jest-environment jsdom */
import { renderHook, waitFor } from "@testing-library/react"
import { sharedImport, useLazyModule } from "../use-lazy-module"

test("one download serves every caller", async () => {
  const importModule = jest.fn(() => Promise.resolve({ value: 1 }))
  const load = sharedImport(importModule)
  const [first, second] = await Promise.all([load(), load()])
  expect(first).toBe(second)
  expect(importModule).toHaveBeenCalledTimes(1)
})

test("a failed download is forgotten, so a later caller tries again", async () => {
  const importModule = jest
    .fn<Promise<{ value: number }>, []>()
    .mockRejectedValueOnce(new Error("chunk failed"))
    .mockResolvedValueOnce({ value: 2 })
  const load = sharedImport(importModule)
  await expect(load()).rejects.toThrow("chunk failed")
  await expect(load()).resolves.toEqual({ value: 2 })
  expect(importModule).toHaveBeenCalledTimes(2)
})

test("nothing is fetched until wanted; then the module arrives", async () => {
  const load = jest.fn(() => Promise.resolve({ Widget: "widget" }))
  const { result, rerender } = renderHook(({ wanted }) => useLazyModule(wanted, load, "no widget"), {
    initialProps: { wanted: false },
  })
  expect(load).not.toHaveBeenCalled()
  expect(result.current).toBeNull()
  rerender({ wanted: true })
  await waitFor(() => expect(result.current).toEqual({ Widget: "widget" }))
})

test("a module that cannot arrive is reported once and the component goes on without it", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
  const error = new Error("offline")
  const load = jest.fn(() => Promise.reject(error))
  const { result } = renderHook(() => useLazyModule(true, load, "The widget stays static."))
  await waitFor(() => expect(warn).toHaveBeenCalledWith("The widget stays static.", error))
  expect(result.current).toBeNull()
  warn.mockRestore()
})
