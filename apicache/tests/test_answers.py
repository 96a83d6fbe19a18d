from apicache.answers import Answer, AnswerStore


def answer(token: str, size: int = 10) -> Answer:
    return Answer(token=token, body=b"x" * size, etag='"e"')


def test_an_answer_is_served_only_at_the_token_it_was_rendered_at():
    store = AnswerStore()
    store.put(("tools", "/api/tools"), answer("one"))

    assert store.get(("tools", "/api/tools"), "one") is not None
    assert store.get(("tools", "/api/tools"), "two") is None
    assert store.get(("reviews", "/api/tools"), "one") is None


def test_the_least_recently_used_answers_go_first():
    store = AnswerStore(max_answers=2, max_bytes=1000)
    store.put(("r", "a"), answer("t"))
    store.put(("r", "b"), answer("t"))
    store.get(("r", "a"), "t")
    store.put(("r", "c"), answer("t"))

    assert store.get(("r", "a"), "t") is not None
    assert store.get(("r", "b"), "t") is None
    assert store.get(("r", "c"), "t") is not None


def test_the_store_keeps_within_its_bytes():
    store = AnswerStore(max_answers=100, max_bytes=1000)
    for key in "abcd":
        store.put(("r", key), answer("t", size=240))
    store.put(("r", "huge"), answer("t", size=900))  # over a quarter of the budget: not kept

    kept = [key for key in "abcd" if store.get(("r", key), "t")]
    assert kept == ["a", "b", "c", "d"]
    assert store.get(("r", "huge"), "t") is None
    store.put(("r", "e"), answer("t", size=240))
    assert store.get(("r", "a"), "t") is None
