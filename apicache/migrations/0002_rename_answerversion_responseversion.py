from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("apicache", "0001_initial")]

    operations = [migrations.RenameModel("AnswerVersion", "ResponseVersion")]
