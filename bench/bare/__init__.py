"""The benchmarks' yardstick (bench/api, bench/flash-sale): a bare Django JsonResponse view
with the shop's own settings (middleware and all) and gunicorn settings, run apart from the
shop (devtools.runners.bare_view):

    PYTHONPATH=bench DJANGO_SETTINGS_MODULE=bare.settings gunicorn -c config/gunicorn.conf.py
"""
